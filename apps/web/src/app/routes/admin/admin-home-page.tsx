// The staff start page (/admin): every area the signed-in user's role may open, grouped.
import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { adminAreaGroups, areasFor } from '../../admin/admin-areas.ts';
import classes from './admin-home-page.module.css';

export default function AdminHomePage() {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const areas = areasFor(user);
  return (
    <Container size="lg" py="xl" className={classes.page}>
      <Title order={1}>{t('home.title')}</Title>
      <Text c="dimmed" mb="lg">
        {areas.length > 0 ? t('home.intro') : t('home.none')}
      </Text>
      {adminAreaGroups.map((group) => {
        const inGroup = areas.filter((area) => area.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`admin-group-${group}`} className={classes.group}>
            <Title order={2} size="h3" id={`admin-group-${group}`} mb="sm">
              {t(`home.groups.${group}`)}
            </Title>
            <ul className={classes.grid}>
              {inGroup.map((area) => (
                <li key={area.key}>
                  <Link to={area.path} className={classes.card}>
                    <span className={classes.label}>{t(area.label)}</span>
                    <span className={classes.description}>{t(area.description)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </Container>
  );
}
