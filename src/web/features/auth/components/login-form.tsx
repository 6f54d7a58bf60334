import { useState, type FormEvent } from 'react';
import type { Role } from '~/domain/roles';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { FormAlert } from './form-alert';
import { PasswordInput } from '~/web/components/password-input';
import { lazySchemas } from '~/web/lib/lazy-validation';

const authSchemas = lazySchemas(() => import('~/domain/auth'));

const TAB_HINTS: Record<Role, string> = {
  client: 'Retrouvez votre silhouette, votre garde-robe et les tenues de votre conseiller.',
  consultant: 'Retrouvez votre portefeuille clients, vos tenues et vos messages.',
};

export type LoginCredentials = { email: string; password: string };

/** Email and password; the tab only says where to land when the profile has no role. */
export function LoginForm({
  showTabs,
  email,
  emailLocked = false,
  onEmailChange,
  pending,
  autoFocusEmail,
  onSubmit,
  onInvalid,
  onForgotPassword,
}: {
  showTabs: boolean;
  email: string;
  /** An invitation fixes the email: shown, read-only. */
  emailLocked?: boolean;
  onEmailChange: (email: string) => void;
  pending: boolean;
  autoFocusEmail: boolean;
  onSubmit: (credentials: LoginCredentials, tab: Role) => void;
  onInvalid: (message: string) => void;
  onForgotPassword: () => void;
}) {
  const [tab, setTab] = useState<Role>('client');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void authSchemas.submit(({ signInSchema }) => {
      const parsed = signInSchema.safeParse({ email, password });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? '';
        setError(message);
        onInvalid(message);
        return;
      }
      setError(null);
      onSubmit(parsed.data, showTabs ? tab : 'client');
    });
  };

  return (
    <>
      {showTabs && (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Role)} className="mb-5">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="client">Client</TabsTrigger>
            <TabsTrigger value="consultant">Consultant</TabsTrigger>
          </TabsList>
          {(['client', 'consultant'] as const).map((role) => (
            <TabsContent key={role} value={role} className="mt-3 text-sm text-gray-600">
              {TAB_HINTS[role]}
            </TabsContent>
          ))}
        </Tabs>
      )}
      <form noValidate onSubmit={submit} {...authSchemas.whenUsed} className="space-y-4">
        <FormAlert message={error} />
        <FormField label="Email">
          <Input
            type="email"
            autoComplete="email"
            placeholder="vous@exemple.fr"
            autoFocus={autoFocusEmail}
            readOnly={emailLocked}
            value={email}
            onChange={(event) => {
              setError(null);
              onEmailChange(event.target.value);
            }}
          />
        </FormField>
        <div>
          <FormField label="Mot de passe">
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setError(null);
                setPassword(event.target.value);
              }}
            />
          </FormField>
          <div className="mt-1.5 flex justify-end">
            <Button variant="link" size="sm" className="h-auto px-0 py-1" onClick={onForgotPassword}>
              Mot de passe oublié ?
            </Button>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full rounded-xl" disabled={pending}>
          {pending ? 'Connexion...' : 'Se connecter'}
        </Button>
      </form>
    </>
  );
}
