/**
 * SectionTabs: a page's sections as tabs (the personal centre's orders, after-sales, addresses and account), only the
 * selected section rendered. Built on the kit's light tabs (components/Tabs/LightTabs.tsx): the same tabs pattern,
 * look and DOM as the kit's Tabs, without react-aria's collection and selection code on the page's first load.
 */
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/LightTabs.js';

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
  const select = (key: string | number) => {
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
