import { UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './site-header.module.css';

interface HeaderActionContentProps {
  icon: ReactNode;
  label: string;
  /** e.g. the number of cart pieces; announced through `badgeLabel`. */
  badge?: number;
  badgeLabel?: string;
}

function Content({ icon, label, badge, badgeLabel }: HeaderActionContentProps) {
  return (
    <>
      <span className={classes.actionIcon}>
        {icon}
        {badge ? (
          <span className={classes.badge} aria-hidden="true">
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
      </span>
      {/* Below 990 px the label is hidden visually but stays the accessible name. */}
      <span className={classes.actionLabel}>{label}</span>
      {badge && badgeLabel ? <span className="sr-only">, {badgeLabel}</span> : null}
    </>
  );
}

/** Icon + label trigger of the header (Merkliste, account, cart), as a button for dropdowns. */
export function HeaderActionButton({
  icon,
  label,
  badge,
  badgeLabel,
  ...props
}: HeaderActionContentProps & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton className={classes.action} {...props}>
      <Content icon={icon} label={label} badge={badge} badgeLabel={badgeLabel} />
    </UnstyledButton>
  );
}

/** Icon + label header link. */
export function HeaderActionLink({ icon, label, badge, badgeLabel, to }: HeaderActionContentProps & { to: string }) {
  return (
    <Link to={to} className={classes.action}>
      <Content icon={icon} label={label} badge={badge} badgeLabel={badgeLabel} />
    </Link>
  );
}
