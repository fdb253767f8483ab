import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffLinks } from '../../../components/layout/staff-links.ts';
import { isSeller, isStaff, useCurrentUser } from '../../../lib/current-user.ts';
import { useLoginLink } from './account-menu.tsx';
import classes from './account-links.module.css';
import { useSignOut } from './use-sign-out.ts';

/** The account entries of the mobile menu, the same choices as the header dropdown. */
export function AccountLinks() {
  const { t } = useTranslation();
  const { user, isSignedIn } = useCurrentUser();
  const signOut = useSignOut();
  const loginLink = useLoginLink();

  return (
    <section aria-label={isSignedIn && user ? t('account.userTrigger') : t('account.guestTrigger')}>
      <p className={classes.title}>{isSignedIn && user ? t('account.userTrigger') : t('account.guestTrigger')}</p>
      <ul className={classes.list}>
        {isSignedIn && user ? (
          <>
            {isStaff(user)
              ? staffLinks.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className={classes.link}>
                      {t(l.title)}
                    </Link>
                  </li>
                ))
              : null}
            {isSeller(user) ? (
              <li>
                <Link to="/seller" className={classes.link}>
                  {t('account.sellerPortal')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/profile" className={classes.link}>
                {t('account.profile')}
              </Link>
            </li>
            <li>
              <button type="button" className={classes.link} onClick={signOut}>
                {t('account.logout')}
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link to={loginLink} className={classes.link}>
                {t('account.login')}
              </Link>
            </li>
            <li>
              <Link to="/register" className={classes.link}>
                {t('account.register')}
              </Link>
            </li>
          </>
        )}
      </ul>
    </section>
  );
}
