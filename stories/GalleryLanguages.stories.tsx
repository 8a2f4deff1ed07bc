// The language gallery: every primitive in zh, en, de and fr side by side, and every message of the catalogues.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormattedMessage, galleryMessages, KontorLocaleProvider, LOCALE_TAGS, Money, useNumber, Volume, vars } from '@kontor/ui';
import { LANGUAGES, type Language } from '@kontor/api/rules';
import { galleryEntries, PrimitiveGrid } from '../.storybook/gallery.js';

/** The language's own name for itself (中文, English, Deutsch, français). */
const autonym = (language: Language) => new Intl.DisplayNames([LOCALE_TAGS[language]], { type: 'language' }).of(LOCALE_TAGS[language].split('-')[0]!) ?? language;

function Amounts() {
  const number = useNumber();
  return (
    <p style={{ display: 'flex', gap: vars.space.xl, margin: 0 }}>
      <FormattedMessage {...galleryMessages.numbers} />
      <span>{number(1234567.891)}</span>
      <Money value={48250.5} />
      <Volume value={52} />
    </p>
  );
}

function LanguageGallery({ languages }: { languages: readonly Language[] }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxl, padding: vars.space.xl }}>
      {languages.map((language) => (
        <KontorLocaleProvider key={language} language={language}>
          <section lang={LOCALE_TAGS[language]} data-gallery-language={language} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg }}>
            <h2 style={{ margin: 0, fontSize: vars.fontSize.xl }}>
              <FormattedMessage {...galleryMessages.languageCaption} values={{ language: autonym(language) }} />
            </h2>
            <Amounts />
            <PrimitiveGrid />
          </section>
        </KontorLocaleProvider>
      ))}
    </div>
  );
}

type Catalogue = Record<string, string>;
const catalogueFiles = import.meta.glob<Catalogue>('../packages/ui/src/i18n/lang/*/*.json', { eager: true, import: 'default' });

function catalogue(language: Language): Catalogue {
  const files = Object.entries(catalogueFiles).filter(([path]) => path.includes(`/lang/${language}/`));
  return Object.assign({}, ...files.map(([, messages]) => messages));
}

/** Every message id with its text in the four languages, for translators' review. */
function CatalogueTable() {
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, catalogue(language)])) as Record<Language, Catalogue>;
  const ids = Object.keys(texts.en).sort();
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, margin: vars.space.xl }}>
      <caption style={{ textAlign: 'start', fontSize: vars.fontSize.lg, marginBottom: vars.space.md }}>
        <FormattedMessage {...galleryMessages.catalogueTitle} />
      </caption>
      <thead>
        <tr>
          <th scope="col"><FormattedMessage {...galleryMessages.messageId} /></th>
          {LANGUAGES.map((language) => (
            <th scope="col" key={language} lang={LOCALE_TAGS[language]}>{autonym(language)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ids.map((id) => (
          <tr key={id} style={{ borderTop: `${vars.border.width} solid ${vars.color.border}` }}>
            <th scope="row" style={{ textAlign: 'start', fontFamily: vars.font.mono, fontWeight: vars.fontWeight.regular, padding: vars.space.xs }}>{id}</th>
            {LANGUAGES.map((language) => (
              <td key={language} lang={LOCALE_TAGS[language]} style={{ padding: vars.space.xs }}>{texts[language][id]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Gallery/Languages',
  component: LanguageGallery,
  // Target size is checked on each primitive's own story: here a gallery cell (a scrolling box at least 280 px wide)
  // clips the carousel's step button, which is the gallery's layout, not the part's.
  parameters: { layout: 'fullscreen', a11y: { options: { rules: { 'target-size': { enabled: false } } } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof LanguageGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four languages at once, whatever the toolbar says. The overview for the eye, not a test: each
 *  language's own story below renders and checks (axe) the same primitives. */
export const EveryLanguage: Story = {
  args: { languages: LANGUAGES },
  tags: ['!test'],
};

/** One language: its texts, its number and money format, every primitive, checked by axe. */
const inLanguage = (language: Language, amounts: readonly string[]): Story => ({
  args: { languages: [language] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const amount of amounts) await expect(canvas.getByText(amount)).toBeVisible();
    await expect(galleryEntries().length).toBeGreaterThan(0);
    await expect(canvasElement.querySelectorAll('[data-gallery-cell]').length).toBe(galleryEntries().length);
  },
});

export const Chinese = inLanguage('zh', ['1,234,567.89', '€48,250.50']);
export const English = inLanguage('en', ['1,234,567.89', '€48,250.50', '52.00 m³']);
export const German = inLanguage('de', ['1.234.567,89', '48.250,50 €', '52,00 m³']);
// Testing Library reads the narrow and plain no-break spaces as spaces: the rules' tests hold the exact characters.
export const French = inLanguage('fr', ['1 234 567,89', '48 250,50 €', '52,00 m³']);

export const EveryMessage: Story = {
  args: { languages: LANGUAGES },
  render: () => <CatalogueTable />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: /^theme\.name\.bule / })).toHaveTextContent('蓝色智慧工厂');
  },
};
