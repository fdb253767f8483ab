import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** Submit and Back of the staff forms (day sheet, tasks, comments); without `back` only the submit. */
export function FormButtons(props: { submitLabel: string; busy: boolean; back?: string; backLabel: string }) {
  return (
    <Group>
      <Button type="submit" loading={props.busy}>
        {props.submitLabel}
      </Button>
      {props.back && (
        <Button component={Link} to={props.back} variant="default">
          {props.backLabel}
        </Button>
      )}
    </Group>
  );
}
