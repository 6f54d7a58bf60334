export function SettingsPage() {
  return <h1>Paramètres</h1>;
}
