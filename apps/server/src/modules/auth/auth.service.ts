import {
  authTexts,
  type CurrentUser,
  type LoginInput,
  type LoginReply,
  type RegisterInput,
  type Role,
} from '@wohnwerk/contract/auth';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { passwordResetMail } from '../../lib/mail/templates/password-reset.mail.tsx';
import type { Limits } from '../../lib/limits.ts';
import { demoPasswords, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as authQueries from './auth.queries.ts';

const RESET_MINUTES = 60;
/** An invitation's set-password link lives longer than a reset link: the invited may read it days later (decision 169). */
const INVITATION_DAYS = 7;

/** Two accounts racing for one address: the unique index decides. */
function emailTakenOnRace(err: unknown): never {
  const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
  if (String(code) === '23505') throw fieldError('email', authTexts.emailTaken);
  throw err;
}

/**
 * Creates an account for someone invited by staff (a seller's user, decision 169) and mails them a link to set
 * their password: the reset flow's one-time token (POST /password/reset), valid INVITATION_DAYS. The account has
 * no usable password before that. An address already in use is refused (422 on `email`).
 */
export async function inviteUser(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  invitee: { name: string; email: string; role: Role; sellerId: number | null },
  mail: (invitation: { link: string; days: number }) => Promise<{ subject: string; html: string; text: string }>,
) {
  if (await authQueries.findUserByEmail(db, invitee.email)) throw fieldError('email', authTexts.emailTaken);
  const token = newToken();
  // `invite=1` lets the page say "Passwort festlegen" instead of "zurücksetzen": same token and call as a reset.
  const link = `${config.publicUrl}/reset-password/${token}?email=${encodeURIComponent(invitee.email)}&invite=1`;
  // Rendered and hashed before the transaction, which then holds its locks for the writes only.
  const rendered = await mail({ link, days: INVITATION_DAYS });
  const passwordHash = await hashPassword(newToken());
  return db.transaction(async (tx) => {
    const id = await authQueries
      .insertUser(tx, {
        name: invitee.name,
        email: invitee.email,
        phone: null,
        passwordHash,
        role: invitee.role,
        sellerId: invitee.sellerId,
      })
      .catch(emailTakenOnRace);
    await authQueries.insertPasswordReset(
      tx,
      id,
      hashToken(token),
      new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    );
    await enqueueMail(tx, { to: invitee.email, ...rendered });
    return { id, name: invitee.name, email: invitee.email };
  });
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly limits: Limits,
  ) {}

  private refuseDemoPassword(field: string, password: string) {
    if (this.config.NODE_ENV === 'production' && demoPasswords.includes(password)) {
      throw fieldError(field, authTexts.demoPasswordRefused);
    }
  }

  /** Staff, admins and sellers' users get shorter sessions than customers (decisions 102, 169). */
  private async issueToken(userId: number, role: Role = 'customer') {
    const token = newToken();
    const hours = role === 'customer' ? this.config.TOKEN_TTL_HOURS : this.config.STAFF_TOKEN_TTL_HOURS;
    const expiresAt = new Date(Date.now() + hours * 3600_000);
    await authQueries.insertToken(this.db, userId, hashToken(token), expiresAt);
    return { access_token: token, token_type: 'Bearer' as const, expires_at: expiresAt.toISOString() };
  }

  async currentUser(userId: number): Promise<CurrentUser> {
    const user = await authQueries.findUserById(this.db, userId);
    if (!user) throw new AppError('unauthenticated', 'Nicht authentifiziert');
    const addresses = await authQueries.listAddresses(this.db, userId);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      about: user.about,
      image: user.image,
      is_admin: user.role === 'admin',
      role: user.role,
      addresses: addresses.map((a) => ({ ...a, delivery_date: null })),
    };
  }

  async register(input: RegisterInput) {
    this.refuseDemoPassword('password', input.password);
    if (await authQueries.findUserByEmail(this.db, input.email)) throw fieldError('email', authTexts.emailTaken);
    const passwordHash = await hashPassword(input.password);
    const userId = await authQueries
      .insertUser(this.db, { name: input.name, email: input.email, phone: input.phone, passwordHash })
      .catch(emailTakenOnRace);
    const token = await this.issueToken(userId);
    return { ...token, message: authTexts.created, user: await this.currentUser(userId) };
  }

  async login(input: LoginInput): Promise<LoginReply> {
    const user = await authQueries.findUserByEmail(this.db, input.email);
    const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !ok) throw new AppError('unauthenticated', authTexts.badCredentials);
    if (this.config.NODE_ENV === 'production' && demoPasswords.includes(input.password)) {
      throw new AppError('unauthenticated', authTexts.demoPasswordRefused);
    }
    const token = await this.issueToken(user.id, user.role);
    return { ...token, message: '', user: await this.currentUser(user.id) };
  }

  async logout(tokenId: number) {
    await authQueries.revokeToken(this.db, tokenId);
    return { message: authTexts.loggedOut };
  }

  /**
   * Always answers the same, whether or not the address has an account (no enumeration). One
   * mail per recipient and cooldown: a repeated request inside it changes nothing, so the link
   * already sent stays the valid one. A new link ends every older one.
   */
  async requestPasswordReset(email: string) {
    const user = await authQueries.findUserByEmail(this.db, email);
    if (user && (await this.limits.mayMail('reset', user.email, this.config.MAIL_COOLDOWN_SECONDS))) {
      const token = newToken();
      const link = `${this.config.publicUrl}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
      // Rendered before the transaction, which then holds its locks for the writes only.
      const mail = await passwordResetMail({ name: user.name, link, minutes: RESET_MINUTES });
      await this.db.transaction(async (tx) => {
        await authQueries.endPasswordResets(tx, user.id);
        await authQueries.insertPasswordReset(
          tx,
          user.id,
          hashToken(token),
          new Date(Date.now() + RESET_MINUTES * 60_000),
        );
        await enqueueMail(tx, { to: user.email, ...mail });
      });
    }
    return { message: authTexts.resetSent };
  }

  async resetPassword(input: { email: string; token: string; password: string }) {
    this.refuseDemoPassword('password', input.password);
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      const user = await authQueries.findUserByEmail(tx, input.email);
      const reset = await authQueries.consumePasswordReset(tx, hashToken(input.token));
      if (!user || !reset || reset.userId !== user.id) throw fieldError('token', authTexts.resetInvalid);
      await authQueries.setPasswordHash(tx, user.id, passwordHash);
      await authQueries.revokeAllTokens(tx, user.id);
      // Any other link sent before dies with the old password.
      await authQueries.endPasswordResets(tx, user.id);
    });
    return { message: authTexts.resetDone };
  }

  async changePassword(userId: number, input: { oldPassword: string; newPassword: string }) {
    const user = await authQueries.findUserById(this.db, userId);
    if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
      throw fieldError('oldPassword', authTexts.oldPasswordWrong);
    }
    this.refuseDemoPassword('newPassword', input.newPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await authQueries.setPasswordHash(tx, userId, passwordHash);
      // Every session ends, this one too: the spec's client clears its token after a change.
      await authQueries.revokeAllTokens(tx, userId);
      // A reset link sent before would otherwise undo the change the customer just made.
      await authQueries.endPasswordResets(tx, userId);
    });
    return { message: authTexts.passwordChanged };
  }
}
