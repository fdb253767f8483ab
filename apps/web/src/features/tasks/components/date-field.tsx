import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import 'dayjs/locale/sq';

/** A day picker shown DD-MM-YYYY with the value YYYY-MM-DD; the week start is the screen's (spec §9). */
export function DateField(props: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  lng: string;
  name?: string;
  firstDayOfWeek?: 0 | 1 | 2;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <DatePickerInput
      label={props.label}
      name={props.name}
      value={props.value}
      onChange={(v) => props.onChange(v ? String(v).slice(0, 10) : null)}
      valueFormat="DD-MM-YYYY"
      firstDayOfWeek={props.firstDayOfWeek ?? 1}
      locale={props.lng === 'en' ? 'en' : 'sq'}
      placeholder="DD-MM-YYYY"
      popoverProps={{ withinPortal: true }}
      disabled={props.disabled}
      error={props.error}
      miw={170}
    />
  );
}
