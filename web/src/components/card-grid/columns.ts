/** Cards in a row of the card grid at its widest (card-grid.css.ts); narrower screens show fewer. */
export const GRID_COLUMNS = 4;
