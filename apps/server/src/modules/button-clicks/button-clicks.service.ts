import type { ButtonClickInput } from '@wohnwerk/contract/button-clicks';
import type { Db } from '../../db/client.ts';
import * as buttonClickQueries from './button-clicks.queries.ts';

export class ClickService {
  constructor(private readonly db: Db) {}

  /** Reporting data only: a failure is logged by the caller and never reaches the page. */
  async record(input: ButtonClickInput, userId: number | null) {
    await buttonClickQueries.insertClick(this.db, { productId: input.product_id, button: input.button, userId });
  }
}
