import { z } from './zod';
import { MIN_PASSWORD_LENGTH } from './limits';
import { personName } from './names';
import { ROLES } from './roles';

export const AUTH_MESSAGES = {
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  emailRequired: "L'email est requis",
  emailInvalid: 'Adresse email invalide',
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  loginFieldsRequired: 'Veuillez remplir tous les champs',
  resetEmailRequired: 'Veuillez entrer votre adresse email',
  profileNamesRequired: 'Le prénom et le nom sont requis',
} as const;

const name = personName;

export const emailSchema = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string()
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(128, '128 caractères maximum');

const inviteTokenField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'Invitation invalide ou expirée')
  .optional();

/** Sending the confirmation mail again; any `email` in the body is ignored (always the caller's own). */
export const resendConfirmationSchema = z.object({ inviteToken: inviteTokenField });

/** What the sign-up API accepts. */
export const signUpSchema = z.object({
  firstName: name(AUTH_MESSAGES.firstNameRequired),
  lastName: name(AUTH_MESSAGES.lastNameRequired),
  email: emailSchema,
  password: newPasswordSchema,
  role: z.enum(ROLES, 'Rôle invalide'),
  /** The invitation the sign-up came through: the confirmation mail leads back to it. */
  inviteToken: inviteTokenField,
  /** The mailed invitation link's proof: with it the invited address needs no confirmation mail. */
  inviteProof: z.string().max(200).optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The registration form adds the confirmation the server never sees. */
export const registerFormSchema = z
  .object({
    firstName: name(AUTH_MESSAGES.firstNameRequired),
    lastName: name(AUTH_MESSAGES.lastNameRequired),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const signInSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.loginFieldsRequired).max(254),
  password: z.string().min(1, AUTH_MESSAGES.loginFieldsRequired).max(128),
});

export const resetRequestSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.resetEmailRequired).pipe(z.email(AUTH_MESSAGES.emailInvalid)),
});

export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: newPasswordSchema,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(128),
  newPassword: newPasswordSchema,
});

/** The settings' password form; the confirmation stays in the browser. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(128),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
