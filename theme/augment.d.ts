import type { CSSProperties } from 'react';
import type { DesignTokens } from './semantic';

/** Custom tokens on the MUI theme, typed (see theme/semantic.ts). */

interface BrandPaletteColor {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
  tint: string;
  tintStrong: string;
  border: string;
}

interface AccentPaletteColor {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
  tint: string;
}

interface SurfacePalette {
  page: string;
  raised: string;
  subtle: string;
  muted: string;
  blush: string;
  inverse: string;
  onInverse: string;
  onInverseMuted: string;
  linkOnInverse: string;
}

interface LevelPalette {
  beginner: string;
  intermediate: string;
  advanced: string;
  other: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    brand: BrandPaletteColor;
    accent: AccentPaletteColor;
    surface: SurfacePalette;
    level: LevelPalette;
  }
  interface PaletteOptions {
    brand?: BrandPaletteColor;
    accent?: AccentPaletteColor;
    surface?: SurfacePalette;
    level?: LevelPalette;
  }
  interface TypeText {
    onBrand: string;
    link: string;
  }
  interface Theme {
    tokens: DesignTokens;
  }
  interface ThemeOptions {
    tokens?: DesignTokens;
  }
  interface TypographyVariants {
    eyebrow: CSSProperties;
    lead: CSSProperties;
    display: CSSProperties;
    code: CSSProperties;
  }
  interface TypographyVariantsOptions {
    eyebrow?: CSSProperties;
    lead?: CSSProperties;
    display?: CSSProperties;
    code?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    eyebrow: true;
    lead: true;
    display: true;
    code: true;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}
