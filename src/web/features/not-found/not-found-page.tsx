export function NotFoundPage() {
  return <h1>Oops! Page not found</h1>;
}
