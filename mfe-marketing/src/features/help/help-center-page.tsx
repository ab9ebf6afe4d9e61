import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Mail, MessageCircle, Phone, Search } from 'lucide-react';
import { ROUTES } from '@pac/contracts';
import { Input, Label } from '@pac/ui';
import { Section, StaticPage } from '../../components/static-page.js';
import { HELP_CATEGORIES, searchHelpArticles } from './help-articles.js';
import { SUPPORT_CHANNELS } from '../../texts.js';

const CHANNEL_ICONS = { chat: MessageCircle, phone: Phone, email: Mail } as const;

export function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const results = searchHelpArticles(query);
  const searching = query.trim() !== '';

  return (
    <StaticPage
      title="Help Center"
      intro="Answers about the calculator, your plan and your account, and how to reach us."
    >
      <div role="search" className="block">
        <Label htmlFor={searchId}>Search help articles</Label>
        <div className="relative mt-2">
          <Search
            className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="e.g. occupancy, JV split, cancel"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
        <p className="sr-only" role="status">
          {searching ? `${results.length} articles found` : ''}
        </p>
      </div>

      {searching && results.length === 0 ? (
        <div
          className="rounded-lg border border-dashed border-border bg-muted p-8 text-center"
          data-testid="help-empty"
        >
          <p className="font-semibold text-foreground">No articles match “{query.trim()}”.</p>
          <p className="mt-2 text-muted-foreground">
            Try another word, or{' '}
            <Link to={ROUTES.contact} className="text-primary underline">
              ask our team
            </Link>
            .
          </p>
        </div>
      ) : (
        HELP_CATEGORIES.map((category) => {
          const articles = results.filter((article) => article.category === category);
          if (articles.length === 0) return null;
          return (
            <Section key={category} title={category}>
              <ul className="grid gap-3 md:grid-cols-2">
                {articles.map((article) => (
                  <li key={article.id} className="rounded-md border border-border bg-surface p-4">
                    <article>
                      <h3 className="font-semibold text-foreground">{article.title}</h3>
                      <p className="mt-1 text-sm">{article.body}</p>
                    </article>
                  </li>
                ))}
              </ul>
            </Section>
          );
        })
      )}

      <Section title="Contact Support">
        <ul className="grid gap-3 md:grid-cols-3">
          {SUPPORT_CHANNELS.map((channel) => {
            const Icon = CHANNEL_ICONS[channel.id];
            return (
              <li key={channel.id} className="rounded-md border border-border bg-surface p-4">
                <Icon className="mb-2 h-5 w-5 text-primary" aria-hidden="true" />
                <strong className="block text-foreground">{channel.name}</strong>
                <span className="block text-sm font-medium text-foreground">{channel.hours}</span>
                <span className="mt-1 block text-sm [overflow-wrap:anywhere]">{channel.description}</span>
              </li>
            );
          })}
        </ul>
      </Section>
    </StaticPage>
  );
}
