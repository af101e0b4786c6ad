import { createTheme, type MantineColorsTuple } from '@mantine/core';

// SPEC §9 theme colours: primary, success, warning. Shades 7+ keep white text above 4.5:1 (WCAG AA).
const primary: MantineColorsTuple = ['#e6f6f1', '#cdeae1', '#9bd5c3', '#65bfa3', '#3aac88', '#1f9f77', '#0f8a66', '#0b6e52', '#075c44', '#024a36'];
const success: MantineColorsTuple = ['#e9f8ec', '#d6eedb', '#acdcb6', '#7fca8f', '#5abb6e', '#43b15a', '#2f9a48', '#237a38', '#1a652e', '#0d5122'];
const warning: MantineColorsTuple = ['#fff5e1', '#ffeacc', '#fdd39b', '#fbba64', '#faa538', '#f9981b', '#e08400', '#b26700', '#8f5300', '#6e3f00'];

export const theme = createTheme({
  primaryColor: 'primary',
  primaryShade: 7,
  colors: { primary, success, warning },
  // Then the fallback faces sized like it (app.css, decision 047): swapping to the web font does not move the page.
  fontFamily: '"IBM Plex Sans Arabic", "IBM Plex Sans Arabic Fallback", "IBM Plex Sans Arabic Fallback DejaVu", system-ui, -apple-system, "Segoe UI", Tahoma, sans-serif',
  headings: { fontFamily: '"IBM Plex Sans Arabic", "IBM Plex Sans Arabic Fallback", "IBM Plex Sans Arabic Fallback DejaVu", system-ui, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
