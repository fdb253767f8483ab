import { berlinDay } from '@wohnwerk/contract/shop-time';

/** The debtor of the transfers: Wohnwerk's legal name and the account from PAYOUT_IBAN / PAYOUT_BIC. */
export interface PayoutDebtor {
  name: string;
  iban: string;
  bic: string;
}

/** One transfer: a statement's amount to its seller's account. */
export interface Payout {
  /** The statement's number: end-to-end reference and remittance text, so the seller can match the credit. */
  number: string;
  creditorName: string;
  iban: string;
  cents: number;
  remittance: string;
}

/**
 * Text in the SEPA character set (EPC: a–z, A–Z, 0–9, / - ? : ( ) . , ' + and space): umlauts and ß as German banks
 * transliterate them, & as +, anything else as a space; cut to the field's length.
 */
function sepaText(text: string, max: number): string {
  const out = text
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/&/g, '+')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
  return out || '-';
}

/** Whole cents as the XML decimal with two places: 12345 → "123.45". */
const amountOf = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * A SEPA credit transfer initiation, ISO 20022 pain.001.001.09 as the EPC's implementation guidelines (2023) for
 * customer-to-bank files ask (decision 171): one payment information block from Wohnwerk's account, executed on
 * `executionDay`, with one transaction per statement. Everything written is SEPA text or a validated IBAN/BIC, so
 * nothing needs escaping; the test validates the file against the schema.
 */
export function payoutXml(opts: {
  messageId: string;
  createdAt: Date;
  executionDay: string;
  debtor: PayoutDebtor;
  payouts: Payout[];
}): string {
  const total = opts.payouts.reduce((n, p) => n + p.cents, 0);
  const debtorName = sepaText(opts.debtor.name, 70);
  // Local Berlin wall-clock time without offset: ISODateTime allows it, and the bank reads the shop's time.
  const created = `${berlinDay(opts.createdAt)}T${opts.createdAt.toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour12: false })}`;
  const transactions = opts.payouts
    .map(
      (p) => `
      <CdtTrfTxInf>
        <PmtId><EndToEndId>${sepaText(p.number, 35)}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${amountOf(p.cents)}</InstdAmt></Amt>
        <Cdtr><Nm>${sepaText(p.creditorName, 70)}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${p.iban}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>${sepaText(p.remittance, 140)}</Ustrd></RmtInf>
      </CdtTrfTxInf>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${sepaText(opts.messageId, 35)}</MsgId>
      <CreDtTm>${created}</CreDtTm>
      <NbOfTxs>${opts.payouts.length}</NbOfTxs>
      <CtrlSum>${amountOf(total)}</CtrlSum>
      <InitgPty><Nm>${debtorName}</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${sepaText(opts.messageId, 35)}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <NbOfTxs>${opts.payouts.length}</NbOfTxs>
      <CtrlSum>${amountOf(total)}</CtrlSum>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
      <ReqdExctnDt><Dt>${opts.executionDay}</Dt></ReqdExctnDt>
      <Dbtr><Nm>${debtorName}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${opts.debtor.iban}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BICFI>${opts.debtor.bic}</BICFI></FinInstnId></DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>${transactions}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}
