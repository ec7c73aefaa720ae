// Ejected from docusaurus-theme-openapi-docs 5.2: the original wraps everything in BrowserOnly inside the exported
// component (a wrapper cannot undo that), so parameters were missing from the static HTML, search and link previews.
// Here they render on the server too, and the items sit in a <div> (the theme's <div> held no <li>, an a11y error).
// Based on the theme's source (MIT, Palo Alto Networks).

import React from 'react';

import {translate} from '@docusaurus/Translate';
import Details from '@theme/Details';
import ParamsItem from '@theme/ParamsItem';

interface Props {
  parameters: any[];
}

const ParamsDetailsComponent: React.FC<Props> = ({parameters}) => {
  const types = ['path', 'query', 'header', 'cookie'];

  return (
    <>
      {types.map((type) => {
        const params = parameters?.filter((param: any) => param?.in === type);

        if (!params || params.length === 0) {
          return null;
        }

        const summaryElement = (
          <summary>
            <h3 className="openapi-markdown__details-summary-header-params">
              {translate(
                {
                  id: 'theme.openapi.paramsDetails.parametersTitle',
                  message: '{type} Parameters',
                },
                {type: type.charAt(0).toUpperCase() + type.slice(1)},
              )}
            </h3>
          </summary>
        );

        return (
          <Details
            key={type}
            className="openapi-markdown__details"
            style={{marginBottom: '1rem'}}
            data-collapsed={false}
            open={true}
            summary={summaryElement}>
            <div>
              {params.map((param: any, index: number) => (
                <ParamsItem
                  key={index}
                  className="paramsItem"
                  param={{
                    ...param,
                    enumDescriptions: Object.entries(
                      param?.schema?.['x-enumDescriptions'] ?? param?.schema?.items?.['x-enumDescriptions'] ?? {},
                    ),
                  }}
                />
              ))}
            </div>
          </Details>
        );
      })}
    </>
  );
};

const ParamsDetails: React.FC<Props> = (props) => {
  return <ParamsDetailsComponent {...props} />;
};

export default ParamsDetails;
