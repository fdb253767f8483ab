import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import 'dayjs/locale/sq';

/** The day picker of the back office: week starts Monday, shown DD-MM-YYYY, value YYYY-MM-DD. */
export function DayDateInput(props: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  clearable?: boolean;
  error?: string;
  lng: string;
  name?: string;
}) {
  return (
    <DatePickerInput
      label={props.label}
      name={props.name}
      value={props.value}
      onChange={(v) => props.onChange(v ? String(v).slice(0, 10) : null)}
      valueFormat="DD-MM-YYYY"
      firstDayOfWeek={1}
      locale={props.lng === 'en' ? 'en' : 'sq'}
      clearable={props.clearable}
      error={props.error}
      placeholder="DD-MM-YYYY"
      popoverProps={{ withinPortal: true }}
      miw={170}
    />
  );
}
