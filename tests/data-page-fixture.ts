/**
 * A page made from data for the tests: one page per town of `data` (a data file by default), each with the town's name.
 */
export const townPage = (data = '  town: _data/towns.yaml\n') => `data:
${data}title: Plumber in {town.name} | {company}
description: Licensed plumbers in {town.name}, on the road every day of the week, with fair prices.
blocks:
  - type: hero
    title: Plumbing in {town.name}
    text: A van is near {town.name} every day.
`;

/** A data file of towns with these names, each slug made from its name. */
export const townEntries = (...names: string[]) =>
  names.map((name) => `- slug: ${name.toLowerCase().replace(/ /g, '-')}\n  name: ${name}\n`).join('');
