/** Only pictures from this site are shown: the content security policy allows no others. */
export const isLocalImage = (url: string | null | undefined): url is string => Boolean(url && url.startsWith("/") && !url.startsWith("//"));
