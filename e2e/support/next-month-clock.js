// Loaded into a server the statement journey starts (NODE_OPTIONS=--import): its clock runs 35 days ahead, the
// embedded database's too (PGlite reads the time through Date.now), so the month the journey shipped in is over and
// its statement can be issued (decision 171: only a month that is over).
const shift = 35 * 86_400_000;
const RealDate = Date;
class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shift);
    else super(...args);
  }
  static now() {
    return RealDate.now() + shift;
  }
}
globalThis.Date = ShiftedDate;
