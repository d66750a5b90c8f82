/** an id in a route is a positive whole number; anything else is not asked for */
export const isRouteId = (id: string | undefined): id is string => id !== undefined && /^[1-9]\d*$/.test(id);
