/** Part 1 §5: a gift's address and its confirmation match whatever the case (and never the giver's own). */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
