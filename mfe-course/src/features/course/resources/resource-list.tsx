import { ExternalLink, FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { isPdfResource, type CourseResourceLink } from '@pac/contracts';

const linkClass = 'inline-flex items-center gap-2 text-sm text-primary underline-offset-4 hover:underline';

/** PDFs open in the viewer, site pages (/register) navigate in place, anything else opens in a new tab. */
export function ResourceList({
  resources,
  onOpenPdf,
}: {
  resources: CourseResourceLink[];
  onOpenPdf(resource: CourseResourceLink): void;
}) {
  if (resources.length === 0) return null;
  return (
    <section aria-labelledby="resources-heading" className="mt-6">
      <h3 id="resources-heading" className="mb-2 font-semibold">
        Resources
      </h3>
      <ul className="space-y-2">
        {resources.map((resource) => (
          <li key={`${resource.title}-${resource.url}`}>
            {isPdfResource(resource.url) ? (
              <button type="button" className={linkClass} onClick={() => onOpenPdf(resource)}>
                <FileText aria-hidden className="h-4 w-4" />
                {resource.title}
              </button>
            ) : resource.url.startsWith('/') && !resource.url.startsWith('//') ? (
              <Link to={resource.url} className={linkClass}>
                {resource.title}
              </Link>
            ) : (
              <a href={resource.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <ExternalLink aria-hidden className="h-4 w-4" />
                {resource.title}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
