/**
 * The names of the site's line icons. The data files name the icon of each feature and story with
 * them; src/components/Icon draws one for each name (its type check fails on a name it does not draw).
 */
export type IconName =
  'table' | 'layers' | 'components' | 'shield' | 'code' | 'scale' | 'document' | 'people' | 'mail' | 'phone' | 'location' | 'check';
