export function OnboardingPage() {
  return <h1>Créons votre silhouette</h1>;
}
