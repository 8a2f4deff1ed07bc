/**
 * SectionTabs: a page's sections as tabs (the personal centre's orders, after-sales, addresses and account), only the
 * selected section rendered. Built on the kit's Tabs (react-aria's tabs pattern).
 */
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components/Tabs';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.js';

export interface SectionTab<K extends string> {
  id: K;
  title: ReactNode;
  /** Rendered while its tab is selected (a lazily loaded section suspends inside its panel). */
  content: ReactNode;
}

export interface SectionTabsProps<K extends string> {
  /** Names the tab list, e.g. "Personal centre sections". */
  'aria-label': string;
  sections: readonly SectionTab<K>[];
  selected: K;
  onSelect: (id: K) => void;
  className?: string;
}

export function SectionTabs<K extends string>({ sections, selected, onSelect, className, ...labels }: SectionTabsProps<K>) {
  const select = (key: Key) => {
    const section = sections.find((candidate) => candidate.id === key);
    if (section) onSelect(section.id);
  };
  return (
    <Tabs selectedKey={selected} onSelectionChange={select} {...(className ? { className } : {})}>
      <TabList aria-label={labels['aria-label']}>
        {sections.map((section) => (
          <Tab key={section.id} id={section.id}>
            {section.title}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.id} id={section.id}>
          {section.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
