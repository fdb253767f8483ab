import { z } from 'zod';

/** Inputs are trimmed before they are checked (spec storefront §5). */
const trimmed = () => z.string().trim();
const email = () =>
  trimmed()
    .toLowerCase()
    .pipe(z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }).max(190));

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

export const roles = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof roles)[number];

export interface AddressDto {
  id: number;
  type: 'Shipping' | 'Billing';
  address_1: string;
  address_2: string;
  city: string;
  state: string | null;
  country: string;
  zip: string;
  isDefault: boolean;
  delivery_date: string | null;
}

/** GET /user answers { data: CurrentUser } (spec: "user with address list under data.data" is read as data.data.addresses too). */
export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  about: string | null;
  image: string | null;
  is_admin: boolean;
  role: Role;
  addresses: AddressDto[];
}

export interface LoginResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_at: string;
  /** Empty on success: the spec's client treats a non-empty message as an error text. */
  message: '';
  user: CurrentUser;
}

/** Validation failure body (422), the spec's "errors grouped by field". */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

// ---------------------------------------------------------------------------------------
// Response schemas (docs/decisions/018): declared by the routes, checked in the API tests.
// ---------------------------------------------------------------------------------------

const addressDtoSchema = z.strictObject({
  id: z.number().int(),
  type: z.enum(['Shipping', 'Billing']),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  zip: z.string(),
  isDefault: z.boolean(),
  delivery_date: z.string().nullable(),
}) satisfies z.ZodType<AddressDto>;

const currentUserSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  about: z.string().nullable(),
  image: z.string().nullable(),
  is_admin: z.boolean(),
  role: z.enum(roles),
  addresses: z.array(addressDtoSchema),
}) satisfies z.ZodType<CurrentUser>;

export const currentUserResponseSchema = z.strictObject({ data: currentUserSchema });

const tokenFields = {
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
  user: currentUserSchema,
};

export const loginResponseSchema = z.strictObject({
  ...tokenFields,
  message: z.literal(''),
}) satisfies z.ZodType<LoginResponse>;

/** POST /register: signed in at once, with the welcome text as message. */
export const registerResponseSchema = z.strictObject({ ...tokenFields, message: z.string() });

export const authMessageResponseSchema = z.strictObject({ message: z.string() });
