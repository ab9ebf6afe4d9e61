import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs.js';

const GROUPS = ['General', 'Stripe', 'Email', 'Security'];

function Example() {
  return (
    <Tabs defaultValue="General">
      <TabList aria-label="Settings groups">
        {GROUPS.map((group) => (
          <Tab key={group} value={group}>
            {group}
          </Tab>
        ))}
      </TabList>
      {GROUPS.map((group) => (
        <TabPanel key={group} value={group}>
          <p>{group} panel</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

// Found by text: role queries are slow in jsdom, and these run after every key press.
const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"]' });

/** The one open tab: selected, the only one in the Tab order, its panel shown; every other tab out of both. */
function expectOpen(name: string) {
  for (const group of GROUPS) {
    const open = group === name;
    expect(tab(group)).toHaveAttribute('aria-selected', String(open));
    expect(tab(group)).toHaveAttribute('tabindex', open ? '0' : '-1');
    expect(document.getElementById(tab(group).getAttribute('aria-controls')!)).toHaveProperty(
      'hidden',
      !open,
    );
  }
  expect(tab(name)).toHaveFocus();
  expect(screen.getByText(`${name} panel`)).toBeInTheDocument();
}

describe('admin tabs', () => {
  it('have the tablist, tab and tabpanel roles, each tab controlling its panel', () => {
    render(<Example />);
    const list = screen.getByRole('tablist');
    expect(list).toHaveAccessibleName('Settings groups');
    expect(Array.from(list.children, (child) => [child.getAttribute('role'), child.textContent])).toEqual(
      GROUPS.map((group) => ['tab', group]),
    );
    for (const group of GROUPS) {
      // Closed panels are still there (hidden), so every aria-controls points at an element, named by its tab.
      const panel = document.getElementById(tab(group).getAttribute('aria-controls')!);
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab(group).id);
    }
    expect(screen.getByText('General panel').closest('[role="tabpanel"]')).not.toHaveProperty('hidden', true);
  });

  it('Tab reaches the open tab only, and the next Tab goes into its panel', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expectOpen('General');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab({ shift: true });
    expect(tab('General')).toHaveFocus();
  });

  it('Right and Left move to the next and previous tab and open it, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expectOpen('Stripe');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectOpen('Security');
    await user.keyboard('{ArrowRight}');
    expectOpen('General');
    await user.keyboard('{ArrowLeft}');
    expectOpen('Security');
    await user.keyboard('{ArrowLeft}');
    expectOpen('Email');
  });

  it('Home and End open the first and the last tab', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard('{End}');
    expectOpen('Security');
    await user.keyboard('{Home}');
    expectOpen('General');
  });

  it('a click opens a tab as before', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(tab('Email'));
    expectOpen('Email');
  });
});
