console.log('seeding arrives with the server issue');
