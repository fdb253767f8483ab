import type { FreightRow, ImmInput, ImmRow, ImmSet, PostalService, ServiceInput } from '@wohnwerk/contract/pricing';
import { NAME_TAKEN } from '@wohnwerk/contract/pricing';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, messages } from '../../lib/app-error.ts';
import { freight, margin } from './pricing-math.ts';
import { pageOf, sortBy } from './pricing.list.ts';
import * as pricingQueries from './pricing.queries.ts';

const notFound = () => new AppError('not_found', messages.notFound);

/** The unique index on lower(name) answered: another record has the name (a race the pre-check missed). */
function isUniqueViolation(err: unknown): boolean {
  for (
    let e = err as { code?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function uniqueName<T>(
  check: () => Promise<{ id: number } | null>,
  selfId: number | null,
  write: () => Promise<T>,
): Promise<T> {
  const other = await check();
  if (other && other.id !== selfId) throw fieldError('name', NAME_TAKEN);
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('name', NAME_TAKEN);
    throw err;
  }
}

const euro = (cents: number | null) => (cents === null ? null : cents / 100);

export class PricingService {
  constructor(private readonly db: Db) {}

  // Postal services ---------------------------------------------------------------------

  listServices(): Promise<PostalService[]> {
    return pricingQueries.listServices(this.db);
  }

  async service(id: number): Promise<PostalService> {
    return (await pricingQueries.findService(this.db, id)) ?? Promise.reject(notFound());
  }

  createService(input: ServiceInput): Promise<PostalService> {
    return uniqueName(
      () => pricingQueries.findServiceByName(this.db, input.name),
      null,
      () => pricingQueries.insertService(this.db, input),
    );
  }

  async updateService(id: number, input: ServiceInput): Promise<PostalService> {
    await this.service(id);
    const row = await uniqueName(
      () => pricingQueries.findServiceByName(this.db, input.name),
      id,
      () => pricingQueries.updateService(this.db, id, input),
    );
    return row ?? Promise.reject(notFound());
  }

  async deleteService(id: number): Promise<void> {
    if (!(await pricingQueries.deleteService(this.db, id))) throw notFound();
  }

  // FdImm parameter sets -----------------------------------------------------------------

  listImm(): Promise<ImmSet[]> {
    return pricingQueries.listImm(this.db);
  }

  async imm(id: number): Promise<ImmSet> {
    return (await pricingQueries.findImm(this.db, id)) ?? Promise.reject(notFound());
  }

  createImm(input: ImmInput): Promise<ImmSet> {
    return uniqueName(
      () => pricingQueries.findImmByName(this.db, input.name),
      null,
      () => pricingQueries.insertImm(this.db, input),
    );
  }

  async updateImm(id: number, input: ImmInput): Promise<ImmSet> {
    await this.imm(id);
    const row = await uniqueName(
      () => pricingQueries.findImmByName(this.db, input.name),
      id,
      () => pricingQueries.updateImm(this.db, id, input),
    );
    return row ?? Promise.reject(notFound());
  }

  async deleteImm(id: number): Promise<void> {
    if (!(await pricingQueries.deleteImm(this.db, id))) throw notFound();
  }

  // Calculators --------------------------------------------------------------------------

  /** The freight calculator's rows (design/pricing.md); without a service no calculated or final price. */
  async freightRows(postalId: number | undefined, search?: string): Promise<FreightRow[]> {
    const service = postalId === undefined ? null : await this.postalFor(postalId);
    return (await pricingQueries.productStaffRows(this.db, search)).map((p) => freightRow(p, service));
  }

  /** The FdImm result table: one row per product for a parameter set and a postal service. */
  async immRows(immId: number, postalId: number, search?: string): Promise<ImmRow[]> {
    const [set, service] = await Promise.all([this.setFor(immId), this.postalFor(postalId)]);
    return (await pricingQueries.productStaffRows(this.db, search)).map((p) => marginRow(p, service, set));
  }

  /** One page of the freight calculator, sorted by any column. */
  async freightPage(postalId: number | undefined, opts: PageOptions): Promise<Paged<FreightRow>> {
    const service = postalId === undefined ? null : await this.postalFor(postalId);
    return this.page(
      opts,
      'id',
      (p) => freightRow(p, service),
      async () => (await pricingQueries.productStaffRows(this.db, opts.q)).map((p) => freightRow(p, service)),
    );
  }

  /** One page of the FdImm result table, sorted by any column. */
  async immPage(immId: number, postalId: number, opts: PageOptions): Promise<Paged<ImmRow>> {
    const [set, service] = await Promise.all([this.setFor(immId), this.postalFor(postalId)]);
    return this.page(
      opts,
      'product_id',
      (p) => marginRow(p, service, set),
      async () => (await pricingQueries.productStaffRows(this.db, opts.q)).map((p) => marginRow(p, service, set)),
    );
  }

  /**
   * Unsorted or sorted by a stored number: SQL reads only the page (the first rows of 100,000
   * products come at once). Sorted by a calculated column or by text (German order): every row
   * is calculated, sorted and cut.
   */
  private async page<T extends Record<string, unknown>>(
    opts: PageOptions,
    idKey: keyof T & string,
    toRow: (p: pricingQueries.ProductStaffRow) => T,
    all: () => Promise<T[]>,
  ): Promise<Paged<T>> {
    const key = opts.sort?.replace(/^-/, '');
    if (!key || key in pricingQueries.sqlSortable) {
      const sort = key ? { key: key as pricingQueries.SqlSortKey, desc: opts.sort!.startsWith('-') } : undefined;
      const { rows, total } = await pricingQueries.productStaffPage(this.db, {
        q: opts.q,
        sort,
        limit: opts.perPage,
        offset: (opts.page - 1) * opts.perPage,
      });
      return { data: rows.map(toRow), total };
    }
    const sorted = sortBy(await all(), opts.sort, idKey);
    return { data: pageOf(sorted, opts.page, opts.perPage), total: sorted.length };
  }

  private async postalFor(id: number): Promise<PostalService> {
    const service = await pricingQueries.findService(this.db, id);
    if (!service) throw new AppError('not_found', 'Dieser Versanddienst existiert nicht.');
    return service;
  }

  private async setFor(id: number): Promise<ImmSet> {
    const set = await pricingQueries.findImm(this.db, id);
    if (!set) throw new AppError('not_found', 'Dieser Parametersatz existiert nicht.');
    return set;
  }
}

export interface PageOptions {
  q?: string;
  sort?: string;
  page: number;
  perPage: number;
}

export interface Paged<T> {
  data: T[];
  total: number;
}

function freightRow(p: pricingQueries.ProductStaffRow, service: PostalService | null): FreightRow {
  const price = euro(p.purchasePriceCents);
  const f = service ? freight({ price, cbm: p.cbm, coli: p.coli }, service) : null;
  return {
    id: p.id,
    name: p.name,
    code: p.code,
    price,
    cbm: p.cbm,
    kg: p.kg,
    coli: p.coli,
    calculated_price: f ? f.calculated_price : null,
    final_price: f ? f.final_price : null,
  };
}

function marginRow(p: pricingQueries.ProductStaffRow, service: PostalService, set: ImmSet): ImmRow {
  const price = euro(p.purchasePriceCents);
  const m = margin({ price, cbm: p.cbm, coli: p.coli }, service, set);
  return {
    product_id: p.id,
    name: p.name,
    price,
    cbm: p.cbm,
    ausg: set.ausg,
    einst: m.einst,
    db1: m.db1,
    db1e: m.db1e,
    porno: m.porto,
    kvar: set.kvar,
    db2e: m.db2e,
    db2p: m.db2p,
    'pu kalk': m.pu_kalk,
    fakt: set.fakt,
    'vk werb': m.vk_werb,
    pu: m.pu,
    ap1: m.ap1,
    ap2: m.ap2,
    freie: m.freie,
  };
}
