import { PageSizes } from 'pdf-lib';

/** A4 portrait in PDF points (1/72 inch), the paper Nigerian clinics and pharmacies print on. */
export const PAGE_SIZE: [number, number] = [...PageSizes.A4] as [number, number];

/** 1.5 cm on every side (42 pt): room for a printer's unprintable edge and the page number at the foot. */
export const MARGIN = 42;

export const FONT_SIZE = { title: 16, heading: 11, body: 10, small: 8 } as const;

/** Line height as a multiple of the font size. */
export const LINE_SPACING = 1.3;

export const lineHeightOf = (size: number) => size * LINE_SPACING;
