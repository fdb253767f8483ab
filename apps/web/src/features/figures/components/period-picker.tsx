import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Chip, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Granularity, type Period, type Preset, presets } from '../periods.ts';

interface Props {
  preset: Preset;
  onPreset: (preset: Preset) => void;
  custom: Period;
  onCustom: (period: Period) => void;
  granularity: Granularity;
  onGranularity: (granularity: Granularity) => void;
  /** The error of the custom range, if any. */
  error?: string;
}

/** Today, 7 days, 30 days, this month, last month or a custom range; and days, weeks or months in the charts. */
export function PeriodPicker(props: Props) {
  const { t } = useTranslation('figures');
  return (
    <Stack gap="xs">
      <Chip.Group multiple={false} value={props.preset} onChange={(v) => props.onPreset(v as Preset)}>
        <Group gap="xs" role="radiogroup" aria-label={t('period.label')}>
          {presets.map((p) => (
            <Chip key={p} value={p} size="sm" data-testid={`period-${p}`}>
              {t(`period.${p}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {props.preset === 'custom' && (
        <Group gap="sm" align="flex-start">
          <TextInput
            type="date"
            label={t('period.from')}
            value={props.custom.from}
            onChange={(e) => props.onCustom({ ...props.custom, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('period.to')}
            value={props.custom.to}
            onChange={(e) => props.onCustom({ ...props.custom, to: e.currentTarget.value })}
            error={props.error}
          />
        </Group>
      )}
      <Group gap="sm">
        <Text size="sm" id="figures-granularity">
          {t('granularity.label')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby="figures-granularity"
          value={props.granularity}
          onChange={(v) => props.onGranularity(v as Granularity)}
          data={(['day', 'week', 'month'] as const).map((g) => ({ value: g, label: t(`granularity.${g}`) }))}
        />
      </Group>
    </Stack>
  );
}
