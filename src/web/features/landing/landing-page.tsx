export function LandingPage() {
  return <h1>Atelier Silhouette</h1>;
}
