export const AGENDA_PATH = '/consultant/dashboard/agenda';
export const AVAILABILITY_PATH = `${AGENDA_PATH}/disponibilites`;

export { usePortfolioClients } from '~/web/lib/portfolio-clients';
