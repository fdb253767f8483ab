import { Anchor, Loader, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useDayList } from '../api/get-day-list.ts';
import classes from './daysheet.module.css';
import { editPath } from './paths.ts';
import { useDaysheetT } from './use-daysheet-t.ts';

/** The day's M1, BZ, M3 with comments, the month's totals up to the day, and the edit link once graded. */
export function RatingsBlock(props: { day: string; userId: number | null }) {
  const { t } = useDaysheetT();
  const list = useDayList('vlersimet', props.day, props.userId);
  const title = t('daysheet:sections.vlersimet');
  return (
    <section className={classes.section} aria-label={title}>
      <h2 className={classes.sectionTitle}>{title}</h2>
      {list.isPending ? (
        <Loader size="sm" />
      ) : list.isError ? (
        <Text c="red">{t('daysheet:loadFailed')}</Text>
      ) : (
        <>
          {list.data.sot ? (
            <div className={classes.ratings}>
              {(['m1', 'bz', 'm3'] as const).map((k) => (
                <div key={k} className={classes.ratingBox} data-rating={k}>
                  <strong>{k.toUpperCase()}: </strong>
                  <span>{list.data.sot![k]}</span>
                  <Text size="sm" c="dimmed">
                    {list.data.sot![`comment_${k}`] ?? ''}
                  </Text>
                </div>
              ))}
            </div>
          ) : (
            <Text>{t('daysheet:ratings.notGraded')}</Text>
          )}
          <Text mt="xs" data-testid="rating-totals">
            {t('daysheet:ratings.upToToday')}: M1 {list.data.deriSot.m1} · BZ {list.data.deriSot.bz} · M3{' '}
            {list.data.deriSot.m3} · {t('daysheet:ratings.total')} {list.data.deriSot.totali}
          </Text>
          {list.data.deriSot.vleresuar && list.data.sot && (
            <Anchor component={Link} to={editPath.vlersimet(list.data.sot.id)}>
              {t('daysheet:edit')}
            </Anchor>
          )}
        </>
      )}
    </section>
  );
}
