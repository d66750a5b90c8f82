// @portal/shared-ui: the theme, components and Spanish texts every screen of the portal shares.
export { theme, type PortalTheme, type Tone, type SidebarColor, type SidebarBackground, type Breakpoint, type Space } from './theme/theme';
export { PortalThemeProvider } from './theme/PortalThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';
export { messages } from './messages';

export { Button, ButtonLink, buttonStyles, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './layout/Button';
export { Card, CardHeader, CardBody, CardFooter, PageTitle, type CardHeaderProps } from './layout/Card';
export { Icon, isIconName, type IconName, type IconSize } from './layout/Icon';
export { VisuallyHidden } from './layout/VisuallyHidden';

export { Alert, type AlertProps, type AlertVariant } from './feedback/Alert';
export { Spinner, Loading } from './feedback/Spinner';
export { EmptyState } from './feedback/EmptyState';
export { ErrorPanel, type ErrorPanelProps } from './feedback/ErrorPanel';
export { ProgressBar, type ProgressBarProps } from './feedback/ProgressBar';
export { useOnline, OfflineDataNote, NeedsConnectionNote } from './feedback/Offline';

export { DataTable, type DataTableProps, type RowVariant } from './table/DataTable';
export { cellValue, csvColumnsOf, type Column, type CsvColumn, type SortState, type SortDirection, type CellValue } from './table/rows';
export { downloadBlob, useListCsv, type CsvCell } from './table/csv';
export type { ServerListView } from './table/server';
export { useMemoryList, type MemoryListOptions } from './table/memory';
export { invoiceColumns, invoiceRowVariant, NoWrap, type InvoiceCells } from './table/invoice-cells';
export { CellNote, StateWithNote, type StateWithNoteProps } from './table/StateWithNote';

export { TextField, type TextFieldProps } from './forms/TextField';
export { SelectField, type SelectFieldProps, type SelectOption } from './forms/SelectField';
export { CheckboxField, type CheckboxFieldProps } from './forms/CheckboxField';
export { FileField, type FileFieldProps } from './forms/FileField';
export { DateField, toIsoDate, fromIsoDate, type DateFieldProps } from './forms/DateField';
export { SearchBox, type SearchBoxProps } from './forms/SearchBox';
export { PeriodFilter, usePeriodFilter, periodProblem, periodParams, NO_PERIOD, PERIOD_DELAY_MS, type Period, type PeriodTexts, type PeriodFilterProps, type PeriodFilterState } from './forms/PeriodFilter';
export { fieldState, type FieldState } from './forms/fieldState';
export { fieldErrorsOf, lazySchema, useZodForm, type FieldErrors, type LazySchema, type ZodForm } from './forms/useZodForm';
export { useLazyModule, type LazyModule } from './forms/useLazyModule';
export { afterPageLoad, FIRST_SCREEN_MS } from './timing/afterPageLoad';
export { Wizard, WizardFields, WizardWide, type WizardProps, type WizardStep } from './wizard/Wizard';
export { RegistrationWizard, type RegistrationWizardProps, type RegistrationCalls, type Registration } from './registration/RegistrationWizard';
export { TERMS_TITLE, PROGRAMME_TERMS, DATA_PROTECTION_TITLE, DATA_PROTECTION } from './registration/legal';
export { ListboxField, type ListboxFieldProps } from './forms/ListboxField';
export { LockedFieldset, FormColumns, FormWide, FieldHint, FormProgress, type FormColumnCount, type FormColumnSteps, type FormColumnsProps } from './forms/FormLayout';

export { Dialog, type DialogProps, type DialogTone } from './dialogs/Dialog';
export { useModalFocus, type ModalFocusOptions } from './dialogs/useModalFocus';
export { useDeleteFlow, type ConfirmDeleteOptions, type DeleteAnswer } from './dialogs/useDeleteFlow';

export { Paginator, type PaginatorProps } from './navigation/Paginator';
export { pageCountOf, pageSlice } from './navigation/pages';
export { useRedirectAfterSuccess } from './navigation/useRedirectAfterSuccess';
export { lazyScreen, RemoteRoutes, type RemoteRoutesProps } from './navigation/RemoteRoutes';

export { CardGrid, type CardGridProps } from './grid/CardGrid';
export { ProductTile, ProductTileArticle, type ProductTileProps } from './grid/ProductTile';
export { Carousel, type CarouselProps, type CarouselSlide } from './media/Carousel';
export { CarouselPlaceholder } from './media/carouselParts';
export { ResponsiveImage, preloadImage, webpSrcSet, type ResponsiveImageProps } from './media/ResponsiveImage';
export { usePictureMayLoad } from './media/usePictureMayLoad';

export { compareText, byName } from './compare-text';
export { formatDate, formatDateTime, formatNumber, formatSigned, formatSortableDateTime, timeOf } from './format';
