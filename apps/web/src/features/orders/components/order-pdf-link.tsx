import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openOrderPdf } from '../api/open-order-pdf.ts';

/**
 * The link that opens the order confirmation PDF in a new window (spec §2 "Thank-you page").
 * A link, as the spec has it; the click opens the tab itself, with a short-lived signed address
 * (decision 051), because a new tab cannot send the bearer token.
 */
export function OrderPdfLink({ orderId, variant = 'filled' }: { orderId: number; variant?: 'filled' | 'default' }) {
  const { t } = useTranslation('checkout');
  const [failed, setFailed] = useState(false);
  return (
    <div>
      <Button
        component="a"
        href={`/order-pdf/${orderId}`}
        target="_blank"
        rel="noopener"
        variant={variant}
        onClick={(event) => {
          event.preventDefault();
          setFailed(false);
          openOrderPdf(orderId).catch(() => setFailed(true));
        }}
      >
        {t('thankyou.pdf')}
      </Button>
      {failed ? (
        <Text c="red.8" role="alert" mt="xs">
          {t('thankyou.pdfFailed')}
        </Text>
      ) : null}
    </div>
  );
}
