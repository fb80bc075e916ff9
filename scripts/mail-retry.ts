// `npm run mail:retry [-- --all | <id>…]`: sends dead mails again. Written with issue 12's mail work.
throw new Error('mail:retry is not written yet');
