import { StaticPage } from '../../components/static-page.js';

export function DocumentationPage() {
  return (
    <StaticPage title="Documentation" intro="Guides for every part of the calculator.">
      <p className="rounded-lg border border-dashed border-border bg-muted p-8 text-center text-lg">Documentation is coming soon.</p>
    </StaticPage>
  );
}
