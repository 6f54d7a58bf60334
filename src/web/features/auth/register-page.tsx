export function RegisterPage() {
  return <h1>Inscription</h1>;
}
