export function PasswordResetPage() {
  return <h1>Nouveau mot de passe</h1>;
}
