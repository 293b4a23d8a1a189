import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { lightSchemeOnly } from './light-scheme-only';

const run = async (css: string) =>
  (await postcss([lightSchemeOnly()]).process(css, { from: undefined })).css;

describe("the stylesheets keep Mantine's light scheme only", () => {
  it('drops dark-only rules, inside layers and media queries too, and keeps the light ones', async () => {
    const css = await run(`@layer mantine {
  :root[data-mantine-color-scheme='light'] { --mantine-color-body: #fff; }
  :root[data-mantine-color-scheme='dark'], :host([data-mantine-color-scheme='dark']) { --mantine-color-body: #242424; }
  :where([data-mantine-color-scheme='dark']) .m_1 { color: white; }
  [data-mantine-color-scheme=dark] .m_2 { color: white; }
  @media (hover: hover) { [data-mantine-color-scheme='dark'] .m_3:hover { color: white; } }
  .m_4 { color: black; }
}`);
    expect(css).toContain('--mantine-color-body: #fff');
    expect(css).toContain('.m_4 { color: black; }');
    expect(css).not.toMatch(/dark|#242424|white|@media/);
  });

  it('keeps the light selectors of a rule that lists both schemes', async () => {
    const css = await run(
      "[data-mantine-color-scheme='light'] .m_5, [data-mantine-color-scheme='dark'] .m_5 { border: 0; }",
    );
    expect(css).toBe("[data-mantine-color-scheme='light'] .m_5 { border: 0; }");
  });

  it('leaves a stylesheet without a dark rule as it was', async () => {
    const source = '.logo { color: var(--mantine-color-dark-7); }\n.darkroom { color: red; }';
    expect(await run(source)).toBe(source);
  });
});
