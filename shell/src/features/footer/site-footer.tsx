import { Link } from 'react-router-dom';
import { Briefcase, Camera, Clapperboard, Mail, MapPin, Play } from 'lucide-react';
import { FOOTER_COLUMNS, SOCIAL_LINKS, SUPPORT_EMAIL } from './footer-links.js';
import { NewsletterForm } from './newsletter-form.js';

const socialIcons = {
  video: Play,
  photo: Camera,
  'short-video': Clapperboard,
  professional: Briefcase,
} as const;

export function SiteFooter() {
  return (
    <footer className="bg-brand-dark text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-6">
        <div className="md:col-span-2">
          <p className="text-lg font-bold text-white">Property Analysis Calculator</p>
          <p className="mt-2 text-sm">
            Analyse serviced-accommodation and short-term-rental deals with confidence.
          </p>
          <p className="mt-4 flex items-center gap-2 text-sm">
            <MapPin className="h-4 w-4" aria-hidden="true" /> London, United Kingdom
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-2 flex items-center gap-2 text-sm hover:text-white"
          >
            <Mail className="h-4 w-4" aria-hidden="true" /> {SUPPORT_EMAIL}
          </a>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {SOCIAL_LINKS.map(({ network, kind, href }) => {
              const Icon = socialIcons[kind];
              return (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={network}
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.to ? (
                    <Link to={link.to} className="hover:text-white">
                      {link.label}
                    </Link>
                  ) : (
                    <span>
                      {link.label}{' '}
                      <span className="ml-1 rounded bg-white/10 px-1.5 py-0.5 text-xs">Coming Soon</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 border-t border-white/10 px-4 py-8 md:flex-row md:items-end md:justify-between">
        <div className="md:w-96">
          <NewsletterForm />
        </div>
        <p className="text-sm">
          © {new Date().getFullYear()} Property Analysis Calculator. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
