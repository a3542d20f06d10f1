/** Element ids shared by the HTML the server writes and the script that hydrates it. */
export const ROOT_ID = 'root';
export const ROUTE_DATA_ID = 'route-data';
