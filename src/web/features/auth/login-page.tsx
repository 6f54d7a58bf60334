export function LoginPage() {
  return <h1>Connexion</h1>;
}
