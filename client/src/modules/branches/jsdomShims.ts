// Browser APIs jsdom lacks that Mantine uses: document.fonts (autosizing Textarea) and
// scrollIntoView (Select and MultiSelect dropdowns). Imported by this module's tests; they belong
// in client/src/test/setup.ts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
Element.prototype.scrollIntoView ??= () => {};
