import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { Section, StaticPage } from '../../components/static-page.js';

export function CareersPage() {
  return (
    <StaticPage title="Join Our Team" intro="Help us shape how short-term-rental deals are analysed.">
      <Section title="How We Work">
        <p>
          We are a small London team of property people and software engineers. We ship in small steps, talk
          to the investors who use the calculator every week, and care that every number we show is one you
          can defend.
        </p>
      </Section>
      <Section title="Open Positions">
        <p>
          There are no open positions right now. If you know serviced accommodation, financial modelling or
          web software and would like to work with us, introduce yourself through the{' '}
          <Link to={ROUTES.contact} className="text-primary underline">
            contact form
          </Link>{' '}
          with the enquiry type General Business Enquiry.
        </p>
      </Section>
    </StaticPage>
  );
}
