import { z } from 'zod';
import { emailAddress } from './fields.ts';
import { addressDtoSchema } from './account.ts';

/** What the auth routes answer besides the field messages of the schemas below. */
export const authTexts = {
  badCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
  created: 'Benutzer erfolgreich erstellt',
  loggedOut: 'Benutzer hat sich erfolgreich abgemeldet',
  resetSent:
    'Wenn ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.',
  resetInvalid: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  resetDone: 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
  oldPasswordWrong: 'Das aktuelle Passwort ist falsch.',
  passwordChanged: 'Password update successfully',
  demoPasswordRefused: 'Dieses Demo-Passwort ist im Produktivbetrieb gesperrt.',
} as const;

/** Inputs are trimmed before they are checked (spec storefront §5). */
const trimmed = () => z.string().trim();
const email = () => emailAddress({ invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });

export const passwordRule = z
  .string()
  .min(8, { error: 'Das Passwort muss mindestens 8 Zeichen lang sein.' })
  .max(200, { error: 'Das Passwort darf höchstens 200 Zeichen lang sein.' });

export const loginSchema = z.object({
  email: email(),
  password: z.string().min(1, { error: 'Bitte geben Sie Ihr Passwort ein.' }).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: trimmed().min(1, { error: 'Bitte geben Sie einen Benutzernamen ein.' }).max(120),
    email: email(),
    phone: trimmed()
      .min(1, { error: 'Bitte geben Sie eine Telefonnummer ein.' })
      .max(40)
      .regex(/^\+?[0-9 ()/-]{4,}$/, { error: 'Bitte geben Sie eine gültige Telefonnummer ein.' }),
    password: passwordRule,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'Passwords do not match.',
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const passwordEmailSchema = z.object({ email: email() });

export const passwordResetSchema = z
  .object({
    email: email(),
    token: z.string().min(10).max(200),
    password: passwordRule,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'Passwords do not match.',
  });

export const passwordChangeSchema = z.object({
  oldPassword: z.string().min(1, { error: 'Bitte geben Sie Ihr aktuelles Passwort ein.' }).max(200),
  newPassword: passwordRule,
});

export const roles = ['customer', 'staff', 'admin', 'seller'] as const;
export type Role = (typeof roles)[number];

/**
 * The shop's own people: a `seller` (decision 169) is signed in but no staff, so "not a customer" never means staff.
 */
export const isStaffRole = (role: Role): boolean => role === 'staff' || role === 'admin';

// ---------------------------------------------------------------------------------------
// Reply schemas (docs/decisions/018): declared by the routes, checked in the API tests.
// ---------------------------------------------------------------------------------------

const currentUserSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    about: z.string().nullable(),
    image: z.string().nullable(),
    is_admin: z.boolean(),
    role: z.enum(roles),
    addresses: z.array(addressDtoSchema),
  })
  .meta({ id: 'CurrentUser' });
/** GET /user answers { data: CurrentUser } (spec: "user with address list under data.data" is read as data.data.addresses too). */
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserReplySchema = z.strictObject({ data: currentUserSchema });

const tokenFields = {
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
  user: currentUserSchema,
};

export const loginReplySchema = z.strictObject({
  ...tokenFields,
  /** Empty on success: the spec's client treats a non-empty message as an error text. */
  message: z.literal(''),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/** POST /register: signed in at once, with the welcome text as message. */
export const registerReplySchema = z.strictObject({ ...tokenFields, message: z.string() });
