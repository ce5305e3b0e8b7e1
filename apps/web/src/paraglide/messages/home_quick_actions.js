/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Quick_ActionsInputs */

const en_home_quick_actions = /** @type {(inputs: Home_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick actions`)
};

const hi_home_quick_actions = /** @type {(inputs: Home_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`त्वरित कार्य`)
};

/**
* | output |
* | --- |
* | "Quick actions" |
*
* @param {Home_Quick_ActionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_quick_actions = /** @type {((inputs?: Home_Quick_ActionsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Quick_ActionsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_quick_actions(inputs)
	return en_home_quick_actions(inputs)
});