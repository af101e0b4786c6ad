import type { ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useI18n } from '../i18n/index.ts';
import { theme } from '../theme.ts';

/**
 * Mantine's providers (theme, direction), around the pages and overlays that use Mantine's components (decision 066):
 * the pages of the `mantine` layouts (routes.ts) and the chunks loaded later (toasts, the menu drawer, tooltips). The
 * document itself and the pages written in plain elements carry none of Mantine's runtime. The styles are global
 * (root.tsx) and the theme's variables come from the stylesheet, so the providers render no element of their own.
 */
export function MantineRoot({ children }: { children: ReactNode }) {
  const { dir } = useI18n();
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
