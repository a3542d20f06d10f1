import { readPrice } from './priceText.ts';

/** The widget a price's amount is typed in (decapFields.ts gives it to every `amount`). */
export const PRICE_WIDGET = 'price';

/**
 * The editor's price box: a text box that reads "4,500,000", "$4.5M" or "4.5 million" as 4500000
 * (readPrice, the same code the tests run), keeps what was typed on screen, and refuses to save
 * what it cannot read with a sentence under the field. Decap's number box would keep 4.5 of "$4.5M".
 */
export const PRICE_WIDGET_SCRIPT = `const readPrice = ${readPrice.toString()};
const PriceControl = createClass({
  getInitialState() { return { text: this.props.value === undefined || this.props.value === null ? '' : String(this.props.value) }; },
  isValid() {
    if (this.state.text.trim() === '') return true;
    const read = readPrice(this.state.text);
    return 'error' in read ? { error: { message: read.error } } : true;
  },
  handleChange(event) {
    const text = event.target.value;
    this.setState({ text });
    const read = readPrice(text);
    this.props.onChange(text.trim() === '' ? undefined : 'value' in read ? read.value : text);
  },
  render() {
    return h('input', {
      type: 'text',
      inputMode: 'decimal',
      id: this.props.forID,
      className: this.props.classNameWrapper,
      value: this.state.text,
      onChange: this.handleChange,
      onFocus: this.props.setActiveStyle,
      onBlur: this.props.setInactiveStyle,
    });
  },
});
CMS.registerWidget('${PRICE_WIDGET}', PriceControl);
`;
